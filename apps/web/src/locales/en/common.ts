export const common = {
  appName: 'Caseboard',
  tagline: 'From problem statement to storyline',
  nav: {
    home: 'Home',
    myProjects: 'My projects',
    breadcrumb: 'Breadcrumb',
    main: 'Main',
    skipToContent: 'Skip to content',
  },
  actions: {
    reload: 'Reload',
    goHome: 'Go to the start page',
    retry: 'Try again',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    confirm: 'Confirm',
  },
  toast: {
    region: 'Notifications ({hotkey})',
  },
  status: {
    loading: 'Loading…',
  },
  language: {
    label: 'Language',
    en: 'English',
    de: 'Deutsch',
  },
  footer: {
    rights: '© {{year}} Caseboard',
  },
  error_page: {
    not_found: {
      title: 'Page not found',
      message: 'Page not found: {{path}}',
      button: 'Go to the start page',
    },
    server_error: {
      title: 'Something went wrong',
      message: 'An unexpected error stopped this page. Reloading usually helps; your saved work is safe.',
      button: 'Reload the page',
    },
  },
  errors: {
    network_error: 'The server could not be reached. Check your connection and try again.',
    unexpected_response: 'The server gave an unexpected answer. Try again in a moment.',
    validation_failed: 'Some fields need attention.',
    rate_limited: 'Too many attempts. Wait a moment and try again.',
    internal_error: 'Something went wrong on our side. Try again in a moment.',
    unauthorized: 'Your session has ended. Sign in again.',
    not_found: 'This could not be found.',
  },
} as const;
