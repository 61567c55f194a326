import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldPath, type FieldValues, get, useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorId } from "@/components/ui/form-field";
import { ApiError, issuesOf } from "@/lib/api-client";

type FieldOptions = {
  /** The id of the text that describes the control while it has no error. */
  hint?: string;
  /** Turns the control's text into the form's value (an empty password meaning "keep it", say). */
  setValueAs?: (value: string) => unknown;
};

/** Which fields a refused save may be about: the ones a 400 can name, the one a 409 is about, the one a 400 naming none is about. */
type ServerFields<Name> = { fields: readonly Name[]; conflict?: Name; unnamed?: Name };

/**
 * The one way the web's forms are built: react-hook-form checking the values with a schema from
 * common/, the same one the server applies. On submit the first invalid field takes the focus; an
 * error stays until its field is changed; `handleSubmit` hands over the schema's output (trimmed,
 * defaults filled). Errors the server sends back go under their field with `setError`.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: "onSubmit",
  });
  const { errors } = form.formState;

  function errorOf(name: FieldPath<Input>): string | undefined {
    const message = get<typeof errors, { message?: unknown } | undefined>(errors, name)?.message;
    return typeof message === "string" && message ? message : undefined;
  }

  /** The props of `name`'s control: registered, with its id, and its error (else `hint`) describing it. */
  function field(name: FieldPath<Input>, id: string, { hint, setValueAs }: FieldOptions = {}) {
    const error = errorOf(name);
    return {
      ...form.register(name, { onChange: () => form.clearErrors(name), ...(setValueAs ? { setValueAs } : {}) }),
      id,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? fieldErrorId(id) : hint,
    };
  }

  /**
   * Puts a refused save's words under the field it is about, and says whether it did: the field a 400's
   * first issue names, else `unnamed`; `conflict` for a 409. Any other failure is the caller's to show.
   */
  function setServerError(error: unknown, { fields, conflict, unnamed }: ServerFields<FieldPath<Input>>): boolean {
    if (!(error instanceof ApiError)) return false;
    if (error.status === 409 && conflict) {
      form.setError(conflict, { message: error.message });
      return true;
    }
    if (error.status !== 400) return false;
    const [issue] = issuesOf(error);
    const named = fields.find((name) => name === issue?.path) ?? unnamed;
    if (named === undefined) return false;
    form.setError(named, { message: issue?.message ?? error.message });
    return true;
  }

  return { ...form, errorOf, field, setServerError };
}

export type SchemaForm<Input extends FieldValues> = ReturnType<typeof useSchemaForm<Input, unknown>>;
