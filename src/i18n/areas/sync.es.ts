import { translationOf } from '../translation';
import type { SyncEnglish } from './sync';

export default translationOf<SyncEnglish>()({
  'sync.refused': {
    one: '1 cambio rechazado por el servidor',
    other: '{count} cambios rechazados por el servidor',
  },
  'sync.syncing': { one: 'Sincronizando 1 cambio…', other: 'Sincronizando {count} cambios…' },
  'sync.waiting': {
    one: '1 cambio guardado en este teléfono, esperando señal',
    other: '{count} cambios guardados en este teléfono, esperando señal',
  },
  'sync.title': 'Cambios en este teléfono',
  'sync.allSent': 'Todos sus cambios ya llegaron al servidor.',
  'sync.willSend': {
    one: '1 cambio se enviará en cuanto haya señal. No se pierde nada si cierra la app.',
    other: '{count} cambios se enviarán en orden en cuanto haya señal. No se pierde nada si cierra la app.',
  },
  'sync.refusedTitle': 'Rechazados por el servidor',
  'sync.refusedList': 'Cambios rechazados',
});
