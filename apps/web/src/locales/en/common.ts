export const common = {
  appName: 'Caseboard',
  tagline: 'From problem statement to storyline',
  nav: {
    home: 'Home',
    newProject: 'New project',
    project: 'Project',
    myProjects: 'My projects',
    account: 'Account',
    breadcrumb: 'Breadcrumb',
    main: 'Main',
    skipToContent: 'Skip to content',
    logoHome: 'Caseboard, go to the start page',
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
    announce: 'Notification',
    severity: {
      info: 'Information',
      success: 'Success',
      warn: 'Warning',
      error: 'Error',
      secondary: 'Note',
      contrast: 'Note',
    },
  },
  update: {
    title: 'A new version of Caseboard is available',
    detail: 'Reload to use it. Your saved work stays as it is.',
    reload: 'Reload now',
  },
  unhandled: {
    title: 'Something went wrong',
    detail: 'An action did not finish. Try again; if it keeps happening, reload the page.',
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
    beta: 'Closed beta',
    legal: 'Legal',
    privacyPolicy: 'Privacy policy',
    cookiePolicy: 'Cookie policy',
    terms: 'Beta terms',
    cookieSettings: 'Cookie settings',
  },
  brand: {
    headline: 'The problem-solving chain, built with you',
    lead: 'Structure an engagement the way you learnt to at the firm, with an assistant that drafts each step.',
    chainLabel: 'The chain',
    steps: {
      problem: 'Problem statement',
      issueTree: 'Issue tree',
      hypotheses: 'Hypothesis tree',
      workPlan: 'Work plan',
      analyses: 'Analyses',
      storyline: 'Storyline',
    },
  },
  consent: {
    title: 'Your privacy choices',
    message:
      'Caseboard uses cookies that are needed to sign you in and remember your language. With your permission we also use analytics cookies to learn which parts of the product help consultants most. You can change your choice at any time under “Cookie settings”.',
    policyLink: 'Read the cookie policy',
    accept: 'Accept analytics',
    necessaryOnly: 'Necessary only',
  },
  cookiePreferences: {
    title: 'Cookie settings',
    intro:
      'Choose which cookies Caseboard may use on this device. Necessary cookies keep the product working and cannot be turned off.',
    necessary: {
      title: 'Necessary',
      description: 'Sign-in (auth_token), your language (i18n_redirected) and this choice (cookie_consent).',
      state: 'Always on',
    },
    analytics: {
      title: 'Analytics',
      description: 'Anonymous usage statistics (_ga, _ga_*) that show us which features to improve first.',
    },
    policyLink: 'Cookie policy',
    save: 'Save choice',
    necessaryOnly: 'Necessary only',
    acceptAll: 'Accept all',
    saved: 'Your cookie settings are saved.',
  },
  smallScreen: {
    title: 'Optimised for larger screens',
    message:
      'Caseboard is built for laptops and desktop screens, where issue trees and work plans have room to breathe. Mobile support is not fully available yet, so some views may feel cramped.',
    confirm: 'Continue anyway',
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
