/** A node's problems from the last check of the flow, inside the node (styled by canvas-nodes.css). */
export function NodeProblems({ issues }: { readonly issues: readonly string[] }) {
  if (issues.length === 0) return null;
  return (
    <ul className="lf-node__problems" data-testid="node-problems">
      {issues.map((issue) => (
        <li key={issue}>{issue}</li>
      ))}
    </ul>
  );
}
