/**
 * The address's query as it stands now, for changing one parameter of it. React Router hands a functional
 * `setSearchParams` the parameters of the last render, so a second change made before the page re-renders
 * (a status filter, then a tag, clicked in quick succession) would be computed from the old address and
 * undo the first. The browser's address already holds every change made so far.
 */
export function currentSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
