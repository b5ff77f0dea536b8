import { translationOf } from '../translation';
import type { BackupEnglish } from './backup';

export default translationOf<BackupEnglish>()({
  'backup.title': 'Respaldo de boletas',
  'backup.subtitle': 'Boletas creadas en los días elegidos, desde el servidor.',
  'backup.firstDay': 'Primer día',
  'backup.lastDay': 'Último día',
  'backup.exportJson': 'Exportar JSON',
  'backup.exportCsv': 'Exportar CSV',
  'backup.restore': 'Restaurar',
  'backup.restoreHelp':
    'Elija un respaldo JSON hecho aquí. Importar el mismo archivo dos veces no agrega nada.',
  'backup.file': 'Archivo de respaldo (JSON)',
  'backup.daysOrder': 'El primer día debe ser anterior al último.',
  'backup.exported': { one: 'Se exportó 1 boleta.', other: 'Se exportaron {count} boletas.' },
  'backup.needsServer': 'Los respaldos se hacen desde el servidor: conéctese y vuelva a exportar.',
  'backup.restoring': {
    one: 'Restaurando 1 boleta. Las boletas que ya están en el servidor se dejan como están.',
    other: 'Restaurando {count} boletas. Las boletas que ya están en el servidor se dejan como están.',
  },
  'backup.queuing': 'Preparando la restauración: {done} de {count} boletas…',
  'backup.restoreFailed': 'No se pudo restaurar el respaldo.',
  'backup.notJson': 'Este archivo no es un respaldo de boletas de Lotcrew (no es JSON).',
  'backup.wrongFormat':
    'Este archivo no es un respaldo de boletas de Lotcrew (formato lotcrew-tickets, versión 1).',
  'backup.invalidTicket':
    'La boleta {number} del archivo no es válida ({field}: {detail}). No se restauró nada.',
});
