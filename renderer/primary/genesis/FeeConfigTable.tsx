/** The fee config of a genesis as name/value rows; integers shown with grouping, never rounded. */
export function FeeConfigTable({ rows }: { rows: Array<[string, number]> }) {
  if (rows.length === 0) return <p className="muted">No fee config in this genesis.</p>;
  return (
    <table className="static-table" aria-label="Fee config">
      <thead>
        <tr>
          <th scope="col">Parameter</th>
          <th scope="col" className="num">
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td className="num amount">{value.toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
