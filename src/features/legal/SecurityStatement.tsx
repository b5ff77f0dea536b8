import { SMS_TERMS_EFFECTIVE_DATE } from '../../config/constants';
import { Page } from '../../ui/Page';

/** /security: how Lotcrew protects data, and the SMS terms. Open to everyone. */
export function SecurityStatement() {
  return (
    <Page title="Security statement">
      <div className="card stack">
        <section>
          <h2>Your data</h2>
          <p>
            Lotcrew signs you in with Firebase Authentication and keeps work data in Google Cloud Firestore
            and Cloud Storage. Every read and write is checked on the server against who you are and which
            dealerships you work for; the app's own screens only mirror those rules.
          </p>
          <p>
            So that crews can work without signal, the data you may see is also kept on your phone. Signing
            out deletes it from the phone. Phone numbers, pay rates and SMS consent records are visible only
            to the people whose job needs them.
          </p>
        </section>
        <section>
          <h2>SMS terms</h2>
          <p>
            Lotcrew is a delivery notification system for used-car and new-car work. Sales staff may agree to
            receive SMS work alerts; message frequency varies, message and data rates may apply, reply STOP to
            opt out or HELP for help. Each consent is recorded with its date, text version and app version.
          </p>
          <p>Terms effective {SMS_TERMS_EFFECTIVE_DATE}.</p>
        </section>
      </div>
    </Page>
  );
}
