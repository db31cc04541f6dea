import type { CodeRunner, CustomToolRecord, CustomToolStore } from '@loomflow/nodes/runtime';
import { vmRunner } from '../../../../nodes/src/utilities/test-support/vm-code-runner.ts';

/**
 * The custom tools a Flowise user would have in their workspace for the agentflow v1 marketplace templates
 * that reference them by `selectedTool` id (Patient Concierge, Text to SQL). Their bodies are written for the
 * tests: small in-memory tables in place of the user's database, run in the sandbox like any custom tool.
 */

/** Flowise's schema rows of a tool whose inputs are all required text, by property with its description. */
function textInputs(properties: Readonly<Record<string, string>>): string {
  return JSON.stringify(
    Object.entries(properties).map(([property, description], id) => ({
      id,
      property,
      type: 'string',
      description,
      required: true,
    })),
  );
}

const PATIENT_IDENTITY_DATABASE: CustomToolRecord = {
  id: '29e51b55-6d5a-4f4f-9376-a864a62004cb',
  name: 'patient_identity_database',
  description:
    'Verifies a patient: finds the patient record whose full name and date of birth (MM-DD-YYYY) both match. ' +
    'Returns the record as JSON, or says the information is not in the database.',
  schema: textInputs({
    patient_name: 'Full name of the patient',
    date_of_birth: 'Date of birth, MM-DD-YYYY',
  }),
  func: `const patients = [
  { user_id: 'P-1001', patient_name: 'John Doe', date_of_birth: '01-15-1980' },
  { user_id: 'P-1002', patient_name: 'Maria Garcia', date_of_birth: '11-03-1992' },
];
const name = String($patient_name ?? '').trim().toLowerCase();
const match = patients.find(
  (patient) => patient.patient_name.toLowerCase() === name && patient.date_of_birth === $date_of_birth,
);
return match ? JSON.stringify(match) : 'Sorry your information is not in our database.';`,
};

const PATIENT_INFORMATION_DATABASE: CustomToolRecord = {
  id: 'f0ea4e6b-d95d-4554-8270-d8e31b393243',
  name: 'patient_information_database',
  description:
    "Looks up a verified patient's upcoming procedures by the patient's name and user id. Dates are MM-DD-YYYY.",
  schema: textInputs({
    patient_name: 'Full name of the patient',
    user_id: 'User id of the verified patient',
  }),
  func: `const procedures = [
  { user_id: 'P-1001', patient_name: 'John Doe', procedure: 'Colonoscopy', date: '07-22-2025', time: '09:30', doctor: 'Dr. Lee', preparation: 'Clear liquids only the day before' },
  { user_id: 'P-1002', patient_name: 'Maria Garcia', procedure: 'Knee MRI', date: '08-02-2025', time: '14:00', doctor: 'Dr. Novak', preparation: 'None' },
];
const found = procedures.filter(
  (row) => row.user_id === $user_id && row.patient_name.toLowerCase() === String($patient_name ?? '').trim().toLowerCase(),
);
return found.length > 0 ? JSON.stringify(found) : 'No procedures are scheduled for this patient.';`,
};

const EXECUTE_SQL: CustomToolRecord = {
  id: '4d723d69-e854-4351-90c0-6385ce908213',
  name: 'execute_sql',
  description:
    'Executes a read-only SQL query on the customers table and returns the rows as JSON, or the error.',
  schema: textInputs({ sql: 'The SQL query to execute' }),
  func: `const customers = [
  { customerNumber: 103, customerName: 'Atelier graphique', city: 'Nantes', country: 'France', creditLimit: 21000 },
  { customerNumber: 112, customerName: 'Signal Gift Stores', city: 'Las Vegas', country: 'USA', creditLimit: 71800 },
  { customerNumber: 119, customerName: 'La Rochelle Gifts', city: 'Nantes', country: 'France', creditLimit: 118200 },
  { customerNumber: 121, customerName: 'Baane Mini Imports', city: 'Stavern', country: 'Norway', creditLimit: 81700 },
];
const query = String($sql ?? '').trim().replace(/;$/, '');
const parsed = /^SELECT\\s+(.+?)\\s+FROM\\s+customers(?:\\s+WHERE\\s+(\\w+)\\s*=\\s*'([^']*)')?$/i.exec(query);
if (!parsed) return "Error: only SELECT <columns> FROM customers [WHERE <column> = '<value>'] can be executed.";
const [, columnList, whereColumn, whereValue] = parsed;
const rows = customers.filter((row) => whereColumn === undefined || String(row[whereColumn]) === whereValue);
if (/^COUNT\\(\\*\\)(\\s+AS\\s+\\w+)?$/i.test(columnList.trim())) {
  const alias = /AS\\s+(\\w+)/i.exec(columnList);
  return JSON.stringify([{ [alias ? alias[1] : 'count']: rows.length }]);
}
const columns = columnList.split(',').map((column) => column.trim());
const unknown = columns.find((column) => column !== '*' && !(column in customers[0]));
if (unknown) return 'Error: unknown column ' + unknown;
return JSON.stringify(
  rows.map((row) => (columns.includes('*') ? row : Object.fromEntries(columns.map((column) => [column, row[column]])))),
);`,
};

export const MARKETPLACE_WORKSPACE_TOOLS: ReadonlyMap<string, CustomToolRecord> = new Map(
  [PATIENT_IDENTITY_DATABASE, PATIENT_INFORMATION_DATABASE, EXECUTE_SQL].map((tool) => [tool.id, tool]),
);

/** The workspace's custom tool store holding the tools above. */
export const marketplaceToolStore: CustomToolStore = {
  get: (toolId) => Promise.resolve(MARKETPLACE_WORKSPACE_TOOLS.get(toolId)),
};

/** One run of a custom tool's body in the sandbox. */
export interface ToolRun {
  readonly tool: string;
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly result: unknown;
}

/** The test sandbox (a fresh V8 context per run), recording the runs of the workspace tools' bodies. */
export function recordingSandbox(): { readonly runner: CodeRunner; readonly toolRuns: ToolRun[] } {
  const toolRuns: ToolRun[] = [];
  const runner: CodeRunner = {
    async run(request) {
      const outcome = await vmRunner.run(request);
      const tool = [...MARKETPLACE_WORKSPACE_TOOLS.values()].find((record) => record.func === request.code);
      if (tool)
        toolRuns.push({
          tool: tool.name,
          parameters: request.parameters,
          result: outcome.ok ? outcome.result : outcome.error,
        });
      return outcome;
    },
  };
  return { runner, toolRuns };
}
