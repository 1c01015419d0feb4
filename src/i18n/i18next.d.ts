import 'i18next';
import type common from '../../locales/en/common.json';

// English is the source of truth: t() only accepts keys of the English catalogues.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    nsSeparator: false;
    resources: {
      common: typeof common;
    };
  }
}
