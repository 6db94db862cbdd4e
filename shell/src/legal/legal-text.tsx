/**
 * A legal text as staff typed it: blank lines separate paragraphs, a line starting with `## ` is a heading,
 * other line breaks are kept. Everything is rendered as text (React escapes it): never HTML from staff.
 */
export function LegalText({ body }: { body: string }) {
  const blocks = body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <div className="shell-legal__body">
      {blocks.flatMap((block, i) => {
        const [first = '', ...rest] = block.split('\n');
        const heading = first.startsWith('## ') ? <h2 key={`h${i}`}>{first.slice(3)}</h2> : null;
        const lines = heading ? rest : [first, ...rest];
        const paragraph = lines.length ? (
          <p key={`p${i}`}>
            {lines.map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        ) : null;
        return [heading, paragraph].filter(Boolean);
      })}
    </div>
  );
}
