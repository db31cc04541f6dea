// Data declared by Flowise 3.x for the sequential-agent Condition and Condition Agent nodes.

/** The operation, value and output-name columns of a condition rule row (the variable column differs per node). */
export const conditionRuleColumns = [
  {
    field: 'operation',
    headerName: 'Operation',
    type: 'singleSelect',
    valueOptions: [
      'Contains',
      'Not Contains',
      'Start With',
      'End With',
      'Is',
      'Is Not',
      'Is Empty',
      'Is Not Empty',
      'Greater Than',
      'Less Than',
      'Equal To',
      'Not Equal To',
      'Greater Than or Equal To',
      'Less Than or Equal To',
    ],
    editable: true,
    flex: 0.4,
    minWidth: 150,
  },
  {
    field: 'value',
    headerName: 'Value',
    flex: 1,
    editable: true,
  },
  {
    field: 'output',
    headerName: 'Output Name',
    editable: true,
    flex: 0.3,
    minWidth: 150,
  },
] as const;
