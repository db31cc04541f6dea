import type { Kysely } from 'kysely';

/**
 * Why an assistant's turn failed (the run ended in an error or timed out): the chat shows it as an error, and the
 * memory readers leave the whole turn out of what later turns send to the model. Null on answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_message').addColumn('error', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_message').dropColumn('error').execute();
}
