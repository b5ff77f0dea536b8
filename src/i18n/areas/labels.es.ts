import { translationOf } from '../translation';
import type { LabelsEnglish } from './labels';

export default translationOf<LabelsEnglish>()({
  'labels.title': 'Etiqueta del auto',
  'labels.dayTitle': 'Etiquetas de las boletas nuevas de un día',
  'labels.subtitle':
    'Péguela en el parabrisas o en la etiqueta de la llave. Al escanear su código, en la app o con la cámara del teléfono, se abre la boleta.',
  'labels.stock': 'Imprimir en',
  'labels.stock.sheet': 'Una hoja de etiquetas (tamaño Avery 5160, 30 por página)',
  'labels.stock.single': 'Una impresora de etiquetas (etiquetas de 2.25 × 1.25 in)',
  'labels.print': 'Imprimir',
  'labels.printHelp':
    'En la ventana de impresión, elija «Tamaño real» (100 %), sin encabezados ni pies de página.',
  'labels.day': 'Boletas creadas el',
  'labels.count': { one: '1 etiqueta, {pages}', other: '{count} etiquetas, {pages}' },
  'labels.pages': { one: 'en 1 página', other: 'en {count} páginas' },
  'labels.none': 'Ninguna boleta de este teléfono se creó ese día.',
  'labels.vin': 'VIN …{tail}',
  'labels.noVin': 'Sin VIN',
  'labels.due': 'Para {when}',
  'labels.qr': 'Código QR que abre la boleta del número de inventario {stock}',
});
