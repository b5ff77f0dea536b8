import { translationOf } from '../translation';
import type { PromptsEnglish } from './prompts';

export default translationOf<PromptsEnglish>()({
  'updateApp.title': 'Actualice su app de Lotcrew',
  'updateApp.gotIt': 'Entendido',
  'updateApp.body':
    'Lotcrew ahora funciona sin señal: marque su entrada, trabaje sus boletas y registre lavados en cualquier parte del lote, y todo se sincroniza cuando vuelva a tener conexión. Agréguela a su pantalla de inicio para usarla mejor; se actualiza sola.',
});
