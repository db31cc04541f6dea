import type { NodeName } from '../../node-registry.ts';
import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import { PromptTemplate } from '@langchain/core/prompts';
import { streamAnswer } from '../../chains/runtime/stream-answer.ts';
import {
  ChatflowInputError,
  requireInput,
  textInput,
  type ChatflowComponent,
  type ChatflowRunContext,
} from '../../runtime/chatflow-component.ts';
import { isLanguageModel } from '../../runtime/chatflow-component-guards.ts';
import { sqliteFileOf } from '../../runtime/sqlite-file.ts';
import { tcpTargetOf } from '../../runtime/tcp-target.ts';
import { checkedPrompt } from './prompt-variables.ts';
import { extractSql, requireReadOnly } from './read-only-sql.ts';
import { addUsage } from './route-with-model.ts';
import { openPostgres, openSqlite, type SqlDatabase } from './sql-databases.ts';

const QUERY_PROMPT = `Given the question below, write one syntactically correct {dialect} SELECT statement that answers it. Unless the question asks for a specific number of rows, return at most {top_k} rows. Use only the tables and columns described here:

{table_info}

Reply with the SQL statement only.

Question: {input}
SQL:`;

const ANSWER_PROMPT = PromptTemplate.fromTemplate(`Answer the question from the result of the SQL query.

Question: {question}
SQL query: {query}
Result (JSON rows): {result}
Answer:`);

interface SqlChain {
  readonly kind: 'sqlDatabaseChain';
  readonly model: BaseLanguageModel;
  readonly database: 'sqlite' | 'postgres';
  readonly url: string;
  readonly include: readonly string[];
  readonly ignore: readonly string[];
  readonly sampleRows: number;
  readonly topK: number;
  readonly prompt: PromptTemplate;
}

function isSqlChain(value: unknown): value is SqlChain {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'sqlDatabaseChain';
}

function names(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function wholeNumber(text: string, label: string, fallback: number): number {
  if (text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new ChatflowInputError(`${label} must be a whole number`);
  return value;
}

async function open(chain: SqlChain, context: ChatflowRunContext): Promise<SqlDatabase> {
  if (chain.database === 'sqlite')
    return openSqlite(await sqliteFileOf(context.services.sqliteFiles, chain.url, context.nodeLabel));
  return openPostgres(chain.url, (host) =>
    tcpTargetOf(
      context.services.outbound,
      'database',
      host,
      `${context.nodeLabel}: the connection string's host`,
    ),
  );
}

/**
 * Sql Database Chain: the model writes one SELECT over the described tables, the chain runs it read-only (any
 * other statement is refused) and the model answers from the rows, streamed.
 */
export const sqlDatabaseChainComponent: ChatflowComponent<NodeName> = {
  name: 'sqlDatabaseChain',
  init(context) {
    const database = textInput(context.inputs, 'database') || 'sqlite';
    if (database !== 'sqlite' && database !== 'postgres')
      throw new ChatflowInputError(
        `the ${database} database is not supported here: choose SQLite or PostgreSQL`,
      );
    const url = textInput(context.inputs, 'url').trim();
    if (url === '')
      throw new ChatflowInputError(
        database === 'sqlite' ? 'enter the SQLite file path' : 'enter the PostgreSQL connection string',
      );
    const include = names(textInput(context.inputs, 'includesTables'));
    const ignore = names(textInput(context.inputs, 'ignoreTables'));
    if (include.length > 0 && ignore.length > 0)
      throw new ChatflowInputError('use Include Tables or Ignore Tables, not both');
    const chain: SqlChain = {
      kind: 'sqlDatabaseChain',
      model: requireInput(context.inputs, 'model', isLanguageModel, 'a language model'),
      database,
      url,
      include,
      ignore,
      sampleRows: wholeNumber(
        textInput(context.inputs, 'sampleRowsInTableInfo'),
        "Sample table's rows info",
        3,
      ),
      topK: wholeNumber(textInput(context.inputs, 'topK'), 'Top Keys', 10),
      prompt: checkedPrompt(
        'Custom Prompt',
        textInput(context.inputs, 'customPrompt').trim() || QUERY_PROMPT,
        ['input', 'dialect', 'table_info'],
        ['input', 'dialect', 'table_info', 'top_k'],
      ),
    };
    return Promise.resolve(chain);
  },
  async run(context) {
    const chain = context.instance;
    if (!isSqlChain(chain)) throw new ChatflowInputError('the Sql Database Chain did not start');
    const database = await open(chain, context);
    try {
      const tableInfo = await database.tableInfo(
        { include: chain.include, ignore: chain.ignore },
        chain.sampleRows,
      );
      const prompt = await chain.prompt.format({
        input: context.question,
        dialect: database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
        table_info: tableInfo,
        top_k: String(chain.topK),
      });
      const written = await streamAnswer(chain.model, prompt, { signal: context.signal, streaming: false });
      const sql = extractSql(written.text);
      requireReadOnly(sql);
      const rows = await database.read(sql);
      const answer = await streamAnswer(
        ANSWER_PROMPT.pipe(chain.model),
        { question: context.question, query: sql, result: JSON.stringify(rows.slice(0, 100)) },
        {
          signal: context.signal,
          streaming: context.streaming,
          emit: (emission) => {
            context.emit(emission);
          },
        },
      );
      const usage = addUsage(written.usage, answer.usage);
      return { text: answer.text, ...(usage ? { usage } : {}) };
    } finally {
      await database.close();
    }
  },
};
