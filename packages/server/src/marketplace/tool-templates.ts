import type { ToolTemplateSpec } from './template-spec.ts';

/** A small self-contained icon (an SVG data address): a rounded square in the tool's colour with a glyph. */
function toolIcon(glyph: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="${fill}"/><text x="20" y="27" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${glyph}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Built-in custom tools (JavaScript run in Loomflow's sandbox), written for Loomflow. */
export const TOOL_TEMPLATES: readonly ToolTemplateSpec[] = [
  {
    name: 'Unit Converter',
    description: 'Converts lengths, weights and temperatures between metric and imperial units, offline.',
    usecases: ['Basic'],
    badge: 'POPULAR',
    toolName: 'convert_units',
    toolDescription:
      'Converts a value between units: km, mi, m, ft, kg, lb, c, f. Use it for any unit conversion.',
    color: 'linear-gradient(rgb(73,176,212), rgb(36,100,181))',
    iconSrc: toolIcon('⇄', '#2464b5'),
    schema: [
      { property: 'value', description: 'The number to convert', type: 'number', required: true },
      {
        property: 'from',
        description: 'The unit of the value: km, mi, m, ft, kg, lb, c or f',
        type: 'string',
        required: true,
      },
      { property: 'to', description: 'The unit to convert into', type: 'string', required: true },
    ],
    func: [
      'const factors = { km: 1000, m: 1, mi: 1609.344, ft: 0.3048, kg: 1, lb: 0.45359237 };',
      'const from = String($from).toLowerCase();',
      'const to = String($to).toLowerCase();',
      'const value = Number($value);',
      "if (Number.isNaN(value)) return 'The value is not a number';",
      "if (from === 'c' && to === 'f') return String(value * 9 / 5 + 32);",
      "if (from === 'f' && to === 'c') return String((value - 32) * 5 / 9);",
      "const lengths = ['km', 'm', 'mi', 'ft'];",
      'const sameKind = lengths.includes(from) === lengths.includes(to);',
      'if (!(from in factors) || !(to in factors) || !sameKind) return `Cannot convert ${from} to ${to}`;',
      'return String(Math.round(value * factors[from] / factors[to] * 10000) / 10000);',
    ].join('\n'),
    sample: { value: 10, from: 'km', to: 'mi' },
  },
  {
    name: 'Text Statistics',
    description: 'Counts the words, characters and sentences of a text and estimates its reading time.',
    usecases: ['Extraction'],
    toolName: 'text_statistics',
    toolDescription:
      'Counts words, characters and sentences in a text and estimates the reading time in minutes.',
    color: 'linear-gradient(rgb(155,210,120), rgb(60,150,90))',
    iconSrc: toolIcon('Σ', '#3c965a'),
    schema: [{ property: 'text', description: 'The text to measure', type: 'string', required: true }],
    func: [
      'const text = String($text);',
      "const words = text.split(/\\s+/).filter((word) => word !== '').length;",
      "const sentences = text.split(/[.!?]+/).filter((part) => part.trim() !== '').length;",
      'const minutes = Math.max(1, Math.round(words / 220));',
      'return JSON.stringify({ words, characters: text.length, sentences, readingMinutes: minutes });',
    ].join('\n'),
    sample: { text: 'Loomflow builds flows. It runs them too!' },
  },
  {
    name: 'Days Until a Date',
    description: 'Tells how many days remain until (or have passed since) a date, counted from today.',
    usecases: ['Basic'],
    toolName: 'days_until',
    toolDescription:
      'Counts the days from today to a date given as YYYY-MM-DD (negative when the date has passed).',
    color: 'linear-gradient(rgb(250,180,90), rgb(230,110,60))',
    iconSrc: toolIcon('D', '#e66e3c'),
    schema: [{ property: 'date', description: 'The date, as YYYY-MM-DD', type: 'string', required: true }],
    func: [
      'const target = new Date(`${String($date)}T00:00:00Z`);',
      "if (Number.isNaN(target.getTime())) return 'The date must look like 2030-01-31';",
      'const now = new Date();',
      'const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());',
      'const days = Math.round((target.getTime() - today) / 86400000);',
      'return JSON.stringify({ date: $date, days });',
    ].join('\n'),
    sample: { date: '2099-12-31' },
  },
  {
    name: 'Loan Payment Calculator',
    description: 'Computes the monthly payment and total interest of a fixed-rate loan.',
    usecases: ['Basic', 'Agent'],
    toolName: 'loan_payment',
    toolDescription:
      'Computes the monthly payment and total interest of a fixed-rate loan from its amount, yearly rate in percent and length in years.',
    color: 'linear-gradient(rgb(190,150,250), rgb(110,80,200))',
    iconSrc: toolIcon('%', '#6e50c8'),
    schema: [
      { property: 'principal', description: 'The amount borrowed', type: 'number', required: true },
      {
        property: 'annualRate',
        description: 'The yearly interest rate in percent, e.g. 4.5',
        type: 'number',
        required: true,
      },
      { property: 'years', description: 'The length of the loan in years', type: 'number', required: true },
    ],
    func: [
      'const principal = Number($principal);',
      'const months = Math.round(Number($years) * 12);',
      'const rate = Number($annualRate) / 100 / 12;',
      "if (!(principal > 0) || !(months > 0)) return 'The amount and the length must be positive';",
      'const payment = rate === 0 ? principal / months : (principal * rate) / (1 - Math.pow(1 + rate, -months));',
      'const round = (value) => Math.round(value * 100) / 100;',
      'return JSON.stringify({ monthlyPayment: round(payment), totalInterest: round(payment * months - principal) });',
    ].join('\n'),
    sample: { principal: 12000, annualRate: 6, years: 1 },
  },
  {
    name: 'Current Weather',
    description:
      'Looks up the current temperature and wind at a latitude and longitude with the free Open-Meteo API (no key needed).',
    usecases: ['Interacting with API'],
    badge: 'POPULAR',
    toolName: 'current_weather',
    toolDescription: 'Gets the current temperature (°C) and wind speed (km/h) at a latitude and longitude.',
    color: 'linear-gradient(rgb(120,200,250), rgb(40,120,220))',
    iconSrc: toolIcon('☀', '#2878dc'),
    schema: [
      {
        property: 'latitude',
        description: 'Latitude in degrees, e.g. 48.85',
        type: 'number',
        required: true,
      },
      {
        property: 'longitude',
        description: 'Longitude in degrees, e.g. 2.35',
        type: 'number',
        required: true,
      },
    ],
    func: [
      'const url = `https://api.open-meteo.com/v1/forecast?latitude=${encodeURIComponent($latitude)}&longitude=${encodeURIComponent($longitude)}&current=temperature_2m,wind_speed_10m`;',
      'const response = await fetch(url);',
      'if (!response.ok) return `The weather service answered ${response.status}`;',
      'const data = await response.json();',
      'const current = data.current ?? {};',
      'return JSON.stringify({ temperatureC: current.temperature_2m, windKmh: current.wind_speed_10m, time: current.time });',
    ].join('\n'),
    sample: { latitude: 48.85, longitude: 2.35 },
  },
  {
    name: 'Post to Webhook',
    description:
      'Sends a message as JSON to the webhook URL kept in the workspace variable webhook_url (Slack, Teams, Discord or your own).',
    usecases: ['Interacting with API'],
    badge: 'NEW',
    toolName: 'post_to_webhook',
    toolDescription:
      'Posts a short message to the team webhook. Use it when the user asks to notify the team.',
    color: 'linear-gradient(rgb(250,130,160), rgb(200,60,110))',
    iconSrc: toolIcon('↗', '#c83c6e'),
    schema: [{ property: 'message', description: 'The message to send', type: 'string', required: true }],
    func: [
      'const url = $vars.webhook_url;',
      "if (!url) return 'Set the workspace variable webhook_url to the webhook address first';",
      'const response = await fetch(url, {',
      "  method: 'POST',",
      "  headers: { 'Content-Type': 'application/json' },",
      '  body: JSON.stringify({ text: $message }),',
      '});',
      'return response.ok ? `Message sent (${response.status})` : `The webhook answered ${response.status}`;',
    ].join('\n'),
    sample: { message: 'Deployment finished' },
  },
];
