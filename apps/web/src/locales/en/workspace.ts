export const workspace = {
  title: 'Project',
} as const;
