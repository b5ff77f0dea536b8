import { type MessageKey, type Translate } from '../../i18n';
import { type InvoicesEnglish } from '../../i18n/areas/invoices';
import { type WorkEnglish } from '../../i18n/areas/work';

/** The invoice screens' translate function: their catalogue areas. */
export type InvoiceTexts = Translate<MessageKey | keyof InvoicesEnglish | keyof WorkEnglish>;
