import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  readonly table: string;
  readonly kind: string;
  readonly schema: string;
  readonly column: string;
  readonly type: string;
  readonly typeSchema: string;
  readonly notNull: boolean;
  readonly hasDefault: boolean;
  readonly sequence: string | null;
  readonly comment: string | null;
}

function tablesOf(rows: readonly ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, { table: TableMetadata; columns: ColumnMetadata[] }>();
  for (const row of rows) {
    let entry = tables.get(row.table);
    if (!entry) {
      const columns: ColumnMetadata[] = [];
      entry = { table: { name: row.table, schema: row.schema, isView: row.kind === 'v', columns }, columns };
      tables.set(row.table, entry);
    }
    entry.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.typeSchema,
      isNullable: !row.notNull,
      hasDefaultValue: row.hasDefault,
      isAutoIncrementing: row.sequence !== null,
      ...(row.comment !== null ? { comment: row.comment } : {}),
    });
  }
  return [...tables.values()].map((entry) => entry.table);
}

/**
 * Reads the tables of the connection's current schema only. Kysely's own PostgreSQL introspector reads every schema
 * of the database and asks `has_schema_privilege` of each, so a schema another installation (another test) drops
 * while it runs fails the read — and the migrator reads tables at every start.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string | null }>`select current_schema() as name`.execute(this.db);
    return rows.flatMap((row) => (row.name ? [{ name: row.name }] : []));
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as "kind", ns.nspname as "schema", a.attname as "column",
        typ.typname as "type", typns.nspname as "typeSchema", a.attnotnull as "notNull", a.atthasdef as "hasDefault",
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "sequence",
        col_description(a.attrelid, a.attnum) as "comment"
      from pg_catalog.pg_class c
        join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        join pg_catalog.pg_attribute a on a.attrelid = c.oid
        join pg_catalog.pg_type typ on typ.oid = a.atttypid
        join pg_catalog.pg_namespace typns on typns.oid = typ.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
        and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const tables = tablesOf(rows);
    return options.withInternalKyselyTables
      ? tables
      : tables.filter(
          (table) => table.name !== DEFAULT_MIGRATION_TABLE && table.name !== DEFAULT_MIGRATION_LOCK_TABLE,
        );
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Kysely's PostgreSQL dialect whose introspection (the migrator's "does my table exist") stays in the current schema. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
