import { useEffect, useRef } from "react";

type GatewayForm = { url: string; fields: [string, string][] };

/**
 * The card gateway's signed form, posted by the browser as soon as it is drawn: the fields go in the
 * order the server gave them, which its signature covers. The browser then leaves for PayFast.
 */
export function GatewayRedirect({ form }: { form: GatewayForm }) {
  const ref = useRef<HTMLFormElement>(null);
  const isSent = useRef(false);
  useEffect(() => {
    if (isSent.current) return;
    isSent.current = true;
    ref.current?.submit();
  }, []);
  return (
    <form ref={ref} method="post" action={form.url} hidden>
      {form.fields.map(([name, value], index) => (
        // The same name may come twice; the position is what tells the fields apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once drawn.
        <input key={index} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
