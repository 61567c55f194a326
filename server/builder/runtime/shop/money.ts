// Prices as South Africans read them, the same words as the app's own: "R 249.00", "R 7 990.00".

const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/** Whole cents of rand as "R 1 249.00": thousands set apart by a space. */
export function formatRand(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  return `${sign}R ${grouped(whole)}.${rest}`;
}
