/** Why a table could not be read; each is an API error code of the same name. */
export type DatasetProblem =
  | 'dataset_unreadable'
  | 'dataset_empty'
  | 'dataset_too_many_rows'
  | 'dataset_too_many_columns'
  | 'dataset_cell_too_long';

export class DatasetError extends Error {
  constructor(
    readonly code: DatasetProblem,
    message: string,
  ) {
    super(message);
    this.name = 'DatasetError';
  }
}
