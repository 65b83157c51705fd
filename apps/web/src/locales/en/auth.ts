export const auth = {
  signIn: {
    title: 'Sign in',
    subtitle: 'Welcome back to Caseboard.',
  },
  signUp: {
    title: 'Join the beta',
    subtitle: 'Caseboard is in a closed beta for former strategy consultants.',
  },
  forgotPassword: {
    title: 'Reset your password',
  },
  resetPassword: {
    title: 'Choose a new password',
  },
  activate: {
    title: 'Activate your account',
  },
  invite: {
    title: 'Accept your invitation',
  },
} as const;
