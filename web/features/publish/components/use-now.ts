import { useEffect, useState } from "react";

/** Relative times ("3 minutes ago") are worked out again this often, so they stay true on an open page. */
const NOW_REFRESH_MS = 30_000;

/** The current time, renewed every 30 seconds. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
