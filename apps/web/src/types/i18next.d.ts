import 'i18next';
import type { defaultNS, Resources } from '@/locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Resources;
    strictKeyChecks: true;
  }
}
