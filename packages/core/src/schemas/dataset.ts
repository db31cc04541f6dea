import { z } from 'zod';
import { idSchema, nameSchema } from './common.ts';

/**
 * Datasets (`/api/v1/datasets/…`, Flowise 3.x paths): named lists of rows, each an input and the output
 * expected from a flow, ordered by a sequence number. Dates are ISO strings.
 */

/** The most text a row's input or expected output may hold. */
export const MAX_DATASET_CELL_LENGTH = 100_000;
/** The most rows one CSV import may add. */
export const MAX_DATASET_IMPORT_ROWS = 10_000;

export const datasetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  rowCount: z.number().int().nonnegative(),
  /** When a row was last added, edited, deleted or reordered (the "outdated" check of evaluations reads it). */
  rowsUpdatedDate: z.string(),
  workspaceId: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Dataset = z.infer<typeof datasetSchema>;

export const datasetRowSchema = z.object({
  id: z.string(),
  datasetId: z.string(),
  input: z.string(),
  /** The expected output. */
  output: z.string(),
  /** Position in the dataset, from 0; rows are listed and run in this order. */
  sequenceNo: z.number().int().nonnegative(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type DatasetRow = z.infer<typeof datasetRowSchema>;

const cellSchema = z.string().max(MAX_DATASET_CELL_LENGTH, 'Text is too long (100,000 characters at most)');
const descriptionSchema = z.string().trim().max(2_000, 'Description is too long');

export const createDatasetSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.optional(),
});
export type CreateDatasetRequest = z.infer<typeof createDatasetSchema>;

export const updateDatasetSchema = z.object({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
});
export type UpdateDatasetRequest = z.infer<typeof updateDatasetSchema>;

/** `GET /datasets/set/{id}?page=&limit=`: rows in sequence order; pages count from 1. */
export const datasetRowsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type DatasetRowsQuery = z.infer<typeof datasetRowsQuerySchema>;

export const datasetWithRowsSchema = datasetSchema.extend({
  rows: z.array(datasetRowSchema),
  /** Rows in the dataset (all pages). */
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type DatasetWithRows = z.infer<typeof datasetWithRowsSchema>;

export const createDatasetRowSchema = z.object({
  datasetId: idSchema,
  input: cellSchema.refine((value) => value.trim().length > 0, { message: 'Input is required' }),
  output: cellSchema.default(''),
});
export type CreateDatasetRowRequest = z.input<typeof createDatasetRowSchema>;

export const updateDatasetRowSchema = z.object({
  input: cellSchema
    .refine((value) => value.trim().length > 0, { message: 'Input cannot be empty' })
    .optional(),
  output: cellSchema.optional(),
});
export type UpdateDatasetRowRequest = z.infer<typeof updateDatasetRowSchema>;

/** `PATCH /datasets/rows`: delete several rows of one dataset. */
export const deleteDatasetRowsSchema = z.object({
  datasetId: idSchema,
  ids: z.array(idSchema).min(1, 'Choose at least one row').max(10_000),
});
export type DeleteDatasetRowsRequest = z.infer<typeof deleteDatasetRowsSchema>;

export const deletedCountSchema = z.object({ deleted: z.number().int().nonnegative() });
export type DeletedCount = z.infer<typeof deletedCountSchema>;

/**
 * `POST /datasets/reorder`: Flowise's shape, every row of the dataset with its new sequence number. The numbers
 * may have gaps; the server stores them as 0…n-1 in the order given by the numbers.
 */
export const reorderDatasetRowsSchema = z.object({
  datasetId: idSchema,
  rows: z
    .array(z.object({ id: idSchema, sequenceNo: z.number().int().nonnegative() }))
    .min(1, 'Send every row of the dataset with its new sequence number'),
});
export type ReorderDatasetRowsRequest = z.infer<typeof reorderDatasetRowsSchema>;

/** The CSV text of an import (10 MB at most), as uploaded by the browser. */
const csvTextSchema = z
  .string()
  .min(1, 'The CSV file is empty')
  .max(10 * 1024 * 1024, 'The CSV file is too large (10 MB at most)');

/** `POST /datasets/import/preview`: the columns of a CSV and its first rows, to choose the mapping from. */
export const datasetCsvPreviewRequestSchema = z.object({
  csv: csvTextSchema,
  /** Whether the first line names the columns (default true); otherwise columns are `Column 1`, `Column 2`… */
  firstRowIsHeader: z.boolean().default(true),
});
export type DatasetCsvPreviewRequest = z.input<typeof datasetCsvPreviewRequestSchema>;

export const datasetCsvPreviewSchema = z.object({
  columns: z.array(z.string()),
  /** Up to 5 data rows, each one cell per column. */
  sampleRows: z.array(z.array(z.string())),
  /** Data rows in the file (header excluded). */
  rowCount: z.number().int().nonnegative(),
});
export type DatasetCsvPreview = z.infer<typeof datasetCsvPreviewSchema>;

/**
 * `POST /datasets/import/{id}`: rows from CSV. `mapping` names the column read as input and the one read as
 * expected output (none: empty outputs). Imported rows go after the existing ones, or replace them all.
 * Any problem (unknown column, empty input in a row, a malformed file) is a 400 naming it; nothing is imported.
 */
export const datasetCsvImportSchema = z.object({
  csv: csvTextSchema,
  firstRowIsHeader: z.boolean().default(true),
  mapping: z.object({
    input: z.string().min(1, 'Choose the column that holds the input'),
    output: z.string().min(1).optional(),
  }),
  mode: z.enum(['append', 'replace']).default('append'),
});
export type DatasetCsvImportRequest = z.input<typeof datasetCsvImportSchema>;

export const datasetCsvImportResultSchema = z.object({
  imported: z.number().int().nonnegative(),
  dataset: datasetSchema,
});
export type DatasetCsvImportResult = z.infer<typeof datasetCsvImportResultSchema>;

/** `GET /datasets`. */
export const datasetListSchema = z.array(datasetSchema);
/** `POST /datasets/reorder`: the rows in their new order. */
export const datasetRowListSchema = z.array(datasetRowSchema);
