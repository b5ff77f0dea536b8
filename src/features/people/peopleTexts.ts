import { VISIBILITIES } from '../../data/users';
import { type MessageKey, type Translate } from '../../i18n';
import { type PeopleEnglish } from '../../i18n/areas/people';
import { type WorkEnglish } from '../../i18n/areas/work';

/** The people screens' translate function: their catalogue areas. */
export type PeopleT = Translate<MessageKey | keyof PeopleEnglish | keyof WorkEnglish>;

export const visibilityOptions = (t: PeopleT) => [
  { value: '', label: t('people.visibility.choose') },
  ...VISIBILITIES.map((visibility) => ({ value: visibility, label: t(`people.visibility.${visibility}`) })),
];
