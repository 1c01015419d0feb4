import 'i18next';
import type common from '../../locales/en/common.json';
import type dialogs from '../../locales/en/dialogs.json';
import type play from '../../locales/en/play.json';
import type embed from '../../locales/en/embed.json';
import type compare from '../../locales/en/compare.json';
import type practice from '../../locales/en/practice.json';
import type reference from '../../locales/en/reference.json';

// English is the source of truth: t() only accepts keys of the English catalogues.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    nsSeparator: false;
    resources: {
      common: typeof common;
      dialogs: typeof dialogs;
      play: typeof play;
      embed: typeof embed;
      compare: typeof compare;
      practice: typeof practice;
      reference: typeof reference;
    };
  }
}
