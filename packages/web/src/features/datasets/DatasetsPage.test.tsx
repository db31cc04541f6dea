import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { memberLogin, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { DatasetRowsPage } from './DatasetRowsPage.tsx';
import { DatasetsPage } from './DatasetsPage.tsx';
import { serveDatasets, testDataset, testRow } from './datasets-test-server.ts';

const routes = [
  { path: '/datasets', element: <DatasetsPage /> },
  { path: '/dataset_rows/:id', element: <DatasetRowsPage /> },
];

const capitals = testDataset({ id: 'ds-1', name: 'Capitals' });
const threeRows = [
  testRow('ds-1', 0, 'France?', 'Paris'),
  testRow('ds-1', 1, 'Italy?', 'Rome'),
  testRow('ds-1', 2, 'Spain?', 'Madrid'),
];

const inputsShown = () =>
  screen.getAllByTestId('dataset-row-item').map((row) => row.querySelectorAll('td')[3]?.textContent);

beforeEach(() => {
  useAuthStore.getState().loginSuccess(testLogin());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('DatasetsPage', () => {
  it('lists datasets with description and row count, and creating one opens its rows', async () => {
    serveDatasets([{ dataset: capitals, rows: threeRows }]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/datasets');
    const row = await screen.findByTestId('dataset-row');
    expect(row.textContent).toContain('Capitals');
    expect(row.textContent).toContain('Countries and their capitals');
    expect(row.textContent).toContain('3');
    await user.click(screen.getByTestId('add-dataset-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Dataset' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Math');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dataset_rows/ds-new-1');
    });
    expect(await screen.findByText('No rows yet')).toBeTruthy();
  });

  it('renames a dataset and deletes it after confirming', async () => {
    const log = serveDatasets([{ dataset: capitals }]);
    const user = userEvent.setup();
    renderRoutes(routes, '/datasets');
    await user.click(await screen.findByRole('button', { name: 'Edit Capitals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dataset' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'World capitals');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'World capitals' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete World capitals' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Dataset' });
    expect(confirm.textContent).toContain('show as outdated');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No datasets yet')).toBeTruthy();
    expect(log.some((request) => request.method === 'DELETE' && request.path === '/datasets/set/ds-1')).toBe(
      true,
    );
  });
});

describe('DatasetRowsPage', () => {
  it('adds a row, edits a cell in place and refuses an empty input', async () => {
    const log = serveDatasets([{ dataset: capitals, rows: threeRows }]);
    const user = userEvent.setup();
    renderRoutes(routes, '/dataset_rows/ds-1');
    await user.click(await screen.findByTestId('add-row-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Row' });
    await user.click(within(dialog).getByLabelText('Input'));
    await user.paste('Japan?');
    await user.click(within(dialog).getByLabelText('Expected Output'));
    await user.paste('Tokyo');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(inputsShown()).toEqual(['France?', 'Italy?', 'Spain?', 'Japan?']);
    });

    await user.click(screen.getByRole('button', { name: 'Edit expected output of row 2' }));
    const editor = screen.getByLabelText('expected output of row 2');
    await user.clear(editor);
    await user.paste('Roma');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => {
      expect(screen.getAllByTestId('dataset-row-item')[1]?.textContent).toContain('Roma');
    });
    expect(log.find((request) => request.method === 'PUT')?.body).toEqual({ output: 'Roma' });

    await user.click(screen.getByRole('button', { name: 'Edit input of row 1' }));
    await user.clear(screen.getByLabelText('input of row 1'));
    expect(screen.getByText('Input cannot be empty')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(inputsShown()[0]).toBe('France?');
  });

  it('reorders rows by drag and by keyboard, storing the whole order', async () => {
    const log = serveDatasets([{ dataset: capitals, rows: threeRows }]);
    const user = userEvent.setup();
    renderRoutes(routes, '/dataset_rows/ds-1');
    const handle = await screen.findByRole('button', { name: 'Move row 1' });
    const target = screen.getAllByTestId('dataset-row-item')[2];
    if (!target) throw new Error('no third row');
    fireEvent.dragStart(handle, { dataTransfer: { setData: vi.fn(), effectAllowed: '' } });
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    await waitFor(() => {
      expect(inputsShown()).toEqual(['Italy?', 'Spain?', 'France?']);
    });
    const reorder = log.find((request) => request.path === '/datasets/reorder');
    expect(reorder?.body).toEqual({
      datasetId: 'ds-1',
      rows: [
        { id: threeRows[1]?.id, sequenceNo: 0 },
        { id: threeRows[2]?.id, sequenceNo: 1 },
        { id: threeRows[0]?.id, sequenceNo: 2 },
      ],
    });

    screen.getByRole('button', { name: 'Move row 1' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => {
      expect(inputsShown()).toEqual(['Spain?', 'Italy?', 'France?']);
    });
  });

  it('deletes the selected rows together after confirming', async () => {
    const log = serveDatasets([{ dataset: capitals, rows: threeRows }]);
    const user = userEvent.setup();
    renderRoutes(routes, '/dataset_rows/ds-1');
    await user.click(await screen.findByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Rows' });
    expect(confirm.textContent).toContain('2 selected rows');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(inputsShown()).toEqual(['Italy?']);
    });
    expect(log.find((request) => request.method === 'PATCH')?.body).toEqual({
      datasetId: 'ds-1',
      ids: [threeRows[0]?.id, threeRows[2]?.id],
    });
  });

  it('imports CSV rows through the column mapping step', async () => {
    const log = serveDatasets([{ dataset: capitals }]);
    const user = userEvent.setup();
    renderRoutes(routes, '/dataset_rows/ds-1');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
    const csv = 'id,question,answer\n1,Peru?,Lima\n2,Chile?,Santiago\n';
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'capitals.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText('2 rows in the file.', { exact: false })).toBeTruthy();
    const preview = within(dialog).getByRole('table', { name: 'CSV preview' });
    expect(preview.textContent).toContain('question (input)');
    expect(preview.textContent).toContain('answer (expected output)');

    await user.click(within(dialog).getByLabelText('First row is a header'));
    expect(await within(dialog).findByText('3 rows in the file.', { exact: false })).toBeTruthy();
    await user.click(within(dialog).getByLabelText('First row is a header'));
    await within(dialog).findByText('2 rows in the file.', { exact: false });

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => {
      expect(inputsShown()).toEqual(['Peru?', 'Chile?']);
    });
    expect(await screen.findByText('Imported 2 rows')).toBeTruthy();
    expect(log.find((request) => request.path === '/datasets/import/ds-1')?.body).toMatchObject({
      firstRowIsHeader: true,
      mapping: { input: 'question', output: 'answer' },
      mode: 'append',
    });
  });

  it('shows a read-only dataset to a viewer, with the CSV export link', async () => {
    useAuthStore.getState().loginSuccess(memberLogin(['datasets:view']));
    serveDatasets([{ dataset: capitals, rows: threeRows }]);
    renderRoutes(routes, '/dataset_rows/ds-1');
    await screen.findAllByTestId('dataset-row-item');
    expect(screen.queryByRole('button', { name: 'Add Row' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move row 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit input of row 1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/datasets/export/ds-1',
    );
  });
});
