export const projects = {
  list: {
    title: 'My projects',
  },
  new: {
    title: 'New project',
  },
  example: {
    title: 'Example project',
  },
} as const;
