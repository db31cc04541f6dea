import { ChatflowInputError } from '../../runtime/chatflow-component.ts';

const READ_KEYWORDS = new Set(['select', 'with', 'explain', 'values', 'show', 'pragma', 'table']);

/** The statement the model wrote, without code fences, labels or a trailing semicolon. */
export function extractSql(reply: string): string {
  const fenced = /```(?:sql)?\s*([\s\S]*?)```/i.exec(reply);
  const text = (fenced?.[1] ?? reply).replace(/^\s*SQL\s*Query\s*:/i, '').trim();
  const end = /\n\s*SQLResult\s*:/i.exec(text);
  return (end ? text.slice(0, end.index) : text).trim().replace(/;\s*$/, '').trim();
}

/**
 * Refuses anything but one reading statement (the database also runs it read-only: SQLite opened read-only,
 * PostgreSQL in a READ ONLY transaction).
 */
export function requireReadOnly(sql: string): void {
  if (sql === '') throw new ChatflowInputError('the model wrote no SQL query');
  if (sql.includes(';'))
    throw new ChatflowInputError(`refused to run "${sql}": only one read-only statement is allowed`);
  const keyword = /^\s*\(?\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? '';
  if (!READ_KEYWORDS.has(keyword) || (keyword === 'pragma' && sql.includes('=')))
    throw new ChatflowInputError(
      `refused to run "${sql}": the Sql Database Chain runs read-only statements (SELECT) only`,
    );
}
