import type { Dataset, DatasetRow } from '@loomflow/core';
import type { DatasetRecord, DatasetRowRecord } from '../db/repositories/dataset.repository.ts';

export function toDataset(record: DatasetRecord, rowCount: number): Dataset {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    rowCount,
    rowsUpdatedDate: record.rowsUpdatedDate,
    workspaceId: record.workspaceId,
    createdDate: record.createdDate,
    updatedDate: record.updatedDate,
  };
}

export function toDatasetRow(record: DatasetRowRecord): DatasetRow {
  return {
    id: record.id,
    datasetId: record.datasetId,
    input: record.input,
    output: record.output,
    sequenceNo: record.sequenceNo,
    createdDate: record.createdDate,
    updatedDate: record.updatedDate,
  };
}
