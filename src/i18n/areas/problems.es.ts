import { translationOf } from '../translation';
import type { ProblemsEnglish } from './problems';

export default translationOf<ProblemsEnglish>()({
  'problems.startup':
    'Una parte de la app no arrancó: es posible que sus cambios no se envíen. Recargue para iniciarla de nuevo; no se pierde nada de lo guardado en este teléfono.',
  'problems.mirror':
    'Algunos de sus datos no se pudieron actualizar desde el servidor, así que lo que ve puede estar desactualizado. Recargue para intentarlo de nuevo; no se pierde nada de lo guardado en este teléfono.',
  'problems.reload': 'Recargar',
  'problems.dismiss': 'Descartar',
});
