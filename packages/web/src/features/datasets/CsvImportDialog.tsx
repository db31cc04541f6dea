import { errorMessage } from '@loomflow/core';
import type { DatasetCsvPreview } from '@loomflow/core';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { datasetsApi } from '../../api/datasets.api.ts';
import { notify } from '../../ui/notify.ts';
import { CsvPreviewTable } from './CsvPreviewTable.tsx';
import { INPUT_COLUMN_NAMES, OUTPUT_COLUMN_NAMES, guessColumn } from './csv-mapping.ts';
import { readFileText } from './read-file-text.ts';
import { useImportDatasetCsv } from './useDatasetRows.ts';

export interface CsvImportDialogProps {
  readonly datasetId: string;
  /** Rows already in the dataset: with some, the import asks whether to add to them or replace them. */
  readonly existingRows: number;
  readonly onClose: () => void;
}

interface LoadedCsv {
  readonly fileName: string;
  readonly csv: string;
  readonly preview: DatasetCsvPreview;
}

const NO_OUTPUT = '';

/** Rows from a CSV file: choose the file, whether its first line names the columns, and which columns to read. */
export function CsvImportDialog({ datasetId, existingRows, onClose }: CsvImportDialogProps) {
  const importCsv = useImportDatasetCsv();
  const [firstRowIsHeader, setFirstRowIsHeader] = useState(true);
  const [loaded, setLoaded] = useState<LoadedCsv | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputColumn, setInputColumn] = useState<string | undefined>(undefined);
  const [outputColumn, setOutputColumn] = useState<string>(NO_OUTPUT);
  const [mode, setMode] = useState<'append' | 'replace'>('append');

  const load = async (fileName: string, csv: string, header: boolean) => {
    setReading(true);
    setProblem(null);
    try {
      const preview = await datasetsApi.previewCsv({ csv, firstRowIsHeader: header });
      setLoaded({ fileName, csv, preview });
      setInputColumn(guessColumn(preview.columns, INPUT_COLUMN_NAMES, 0));
      setOutputColumn(guessColumn(preview.columns, OUTPUT_COLUMN_NAMES, 1) ?? NO_OUTPUT);
    } catch (error: unknown) {
      setLoaded(null);
      setProblem(`Could not read ${fileName}: ${errorMessage(error)}`);
    } finally {
      setReading(false);
    }
  };

  const readAndLoad = async (file: File) => {
    try {
      await load(file.name, await readFileText(file), firstRowIsHeader);
    } catch (error: unknown) {
      setProblem(`Could not read ${file.name}: ${errorMessage(error)}`);
    }
  };

  const onImport = async () => {
    if (!loaded || inputColumn === undefined) return;
    try {
      const result = await importCsv.mutateAsync({
        datasetId,
        request: {
          csv: loaded.csv,
          firstRowIsHeader,
          mapping: { input: inputColumn, ...(outputColumn === NO_OUTPUT ? {} : { output: outputColumn }) },
          mode,
        },
      });
      notify.success(`Imported ${result.imported.toLocaleString()} rows`);
      onClose();
    } catch (error: unknown) {
      setProblem(errorMessage(error));
    }
  };

  const busy = reading || importCsv.isPending;
  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby="csv-import-dialog-title"
    >
      <DialogTitle id="csv-import-dialog-title">Import CSV</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
              {loaded ? 'Choose another file' : 'Choose CSV file'}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void readAndLoad(file);
                }}
              />
            </Button>
            {loaded ? <Typography variant="body2">{loaded.fileName}</Typography> : null}
            <FormControlLabel
              control={
                <Checkbox
                  checked={firstRowIsHeader}
                  disabled={busy}
                  onChange={(event) => {
                    setFirstRowIsHeader(event.target.checked);
                    if (loaded) void load(loaded.fileName, loaded.csv, event.target.checked);
                  }}
                />
              }
              label="First row is a header"
            />
          </Stack>
          {loaded ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {loaded.preview.rowCount.toLocaleString()} rows in the file. Choose the column sent to the
                flow as input and the one holding the expected output.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  select
                  fullWidth
                  label="Input column"
                  value={inputColumn ?? ''}
                  onChange={(event) => {
                    setInputColumn(event.target.value);
                  }}
                  disabled={busy}
                >
                  {loaded.preview.columns.map((column) => (
                    <MenuItem key={column} value={column}>
                      {column}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  fullWidth
                  label="Expected output column"
                  value={outputColumn}
                  onChange={(event) => {
                    setOutputColumn(event.target.value);
                  }}
                  disabled={busy}
                >
                  <MenuItem value={NO_OUTPUT}>None (empty expected outputs)</MenuItem>
                  {loaded.preview.columns.map((column) => (
                    <MenuItem key={column} value={column}>
                      {column}
                    </MenuItem>
                  ))}
                </TextField>
                {existingRows > 0 ? (
                  <TextField
                    select
                    fullWidth
                    label="Existing rows"
                    value={mode}
                    onChange={(event) => {
                      setMode(event.target.value === 'replace' ? 'replace' : 'append');
                    }}
                    disabled={busy}
                  >
                    <MenuItem value="append">Keep them, add these after</MenuItem>
                    <MenuItem value="replace">Replace all {existingRows.toLocaleString()} rows</MenuItem>
                  </TextField>
                ) : null}
              </Stack>
              <CsvPreviewTable
                preview={loaded.preview}
                inputColumn={inputColumn}
                outputColumn={outputColumn === NO_OUTPUT ? undefined : outputColumn}
              />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              A CSV file with one row per test: a column with the input and, optionally, one with the expected
              output. Quoted cells may hold commas and line breaks.
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void onImport()}
          disabled={!loaded || inputColumn === undefined || reading}
          loading={importCsv.isPending}
        >
          Import
        </Button>
      </DialogActions>
    </Dialog>
  );
}
