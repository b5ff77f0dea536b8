import { translationOf } from '../translation';
import type { PhoneEnglish } from './phone';

export default translationOf<PhoneEnglish>()({
  'phone.title': 'Actualice su número de teléfono',
  'phone.save': 'Guardar número de teléfono',
  'phone.body':
    'Su cuenta todavía tiene un número de teléfono de relleno. Escriba su número de celular real para que el equipo pueda comunicarse con usted.',
  'phone.field': 'Número de celular',
});
