import { useCallback, useRef, useState } from "react";

/**
 * A dialog asked as a promise: `ask(question)` shows it (render it from `question`) and resolves with
 * what the dialog passes to `answer`. Asking again while a question is open answers that one `dismissed`.
 */
export function useQuestion<Question, Answer>(dismissed: Answer) {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<((answer: Answer) => void) | null>(null);

  const ask = useCallback(
    (next: Question) => {
      resolver.current?.(dismissed);
      setQuestion(next);
      return new Promise<Answer>((resolve) => {
        resolver.current = resolve;
      });
    },
    [dismissed],
  );

  const answer = useCallback((value: Answer) => {
    const resolve = resolver.current;
    resolver.current = null;
    setQuestion(null);
    resolve?.(value);
  }, []);

  return { question, ask, answer };
}
