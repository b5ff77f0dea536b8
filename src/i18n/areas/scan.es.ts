import { translationOf } from '../translation';
import type { ScanEnglish } from './scan';

export default translationOf<ScanEnglish>()({
  'scan.open': 'Escanear un código de barras',
  'scan.openLabel': 'Escanear una etiqueta',
  'scan.title': 'Escanear un código',
  'scan.starting': 'Abriendo la cámara…',
  'scan.aim': 'Apunte la cámara al código de barras o a la etiqueta. Se lee sola.',
  'scan.hint':
    'Todavía no se ha leído nada. Sostenga el teléfono a uno o dos palmos del código, de frente, con el código plano, con luz y dentro de la imagen.',
  'scan.badVin':
    'Ese VIN no pasó su dígito de control, así que no se usó: se leyó mal. Sostenga el teléfono firme y de frente, o escriba el VIN.',
  'scan.notWanted': 'Ese código dice «{text}», que no es algo que esta pantalla pueda usar.',
  'scan.noCamera': 'No se pudo abrir la cámara aquí. Tome una foto del código o escríbalo.',
  'scan.refused':
    'La cámara no está permitida para esta app. Permítala en la configuración del navegador para este sitio, tome una foto del código o escríbalo.',
  'scan.photo': 'Tomar una foto del código',
  'scan.photoNothing':
    'No se encontró ningún código en esa foto. Tómela más cerca, de frente y con luz; o escríbalo.',
  'scan.noReader':
    'El escáner todavía no está guardado en este teléfono y no hay señal. Escriba el código; cuando el escáner se haya abierto una vez con señal, funciona sin conexión.',
  'scan.reading': 'Leyendo con el lector {reader}.',
  'scan.reader.native': 'propio del teléfono',
  'scan.reader.wasm': 'de la app',
  'scan.cancel': 'Cancelar',
});
