import type { Lead } from '@loomflow/core';

/** A CSV field: quoted when it holds a comma, quote or line break; a leading formula character is defused. */
function field(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The leads as CSV (RFC 4180, CRLF line ends) with a header row. */
export function leadsCsv(leads: readonly Lead[]): string {
  const rows = [
    ['Name', 'Email', 'Phone', 'Chat', 'Created'],
    ...leads.map((lead) => [lead.name, lead.email, lead.phone, lead.chatId, lead.createdDate]),
  ];
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

export function leadsFileName(flowName: string): string {
  const safe = flowName.replace(/[\\/:*?"<>|]+/g, '_').trim();
  return `${safe === '' ? 'flow' : safe}-Leads.csv`;
}
