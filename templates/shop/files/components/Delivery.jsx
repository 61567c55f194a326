import site from "../data/site.json";

/** Where the shop delivers, what it costs and when: a table from site.json's delivery list. */
export default function Delivery() {
  const areas = site.delivery ?? [];
  if (areas.length === 0) return null;
  return (
    <div className="overflow-hidden rounded-2xl border-2 border-neutral-900 dark:border-neutral-700">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">Delivery areas, fees and times</caption>
        <thead className="bg-neutral-900 text-white dark:bg-neutral-800">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4">
              Area
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              Fee
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              When
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 bg-white dark:divide-neutral-800 dark:bg-neutral-900">
          {areas.map((row) => (
            <tr key={row.area}>
              <th scope="row" className="px-3 py-3 sm:px-4 font-bold">
                {row.area}
              </th>
              <td className="px-3 py-3 sm:px-4">{row.fee}</td>
              <td className="px-3 py-3 sm:px-4">{row.when}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
