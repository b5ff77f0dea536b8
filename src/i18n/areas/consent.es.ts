import { translationOf } from '../translation';
import type { ConsentEnglish } from './consent';

export default translationOf<ConsentEnglish>()({
  'consent.title': 'Alertas de trabajo por SMS',
  'consent.disclosure':
    'Acepto recibir alertas de trabajo por SMS de Lotcrew, un sistema de avisos de entregas para trabajos con autos usados y nuevos, en el número de celular que aparece abajo. La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para darse de baja o HELP para obtener ayuda. El consentimiento no es una condición de empleo.',
  'consent.intro':
    'Reciba un mensaje de texto cuando avance el trabajo de sus vehículos: recogido, lavado, preparado, fotografiado, entregado.',
  'consent.termsEffective': 'Términos vigentes desde el {date}.',
  'consent.signature': 'Firma (nombre completo)',
  'consent.phone': 'Número de celular',
  'consent.enable': 'Activar alertas por SMS',
  'optIn.subtitle': 'Elija si Lotcrew puede enviarle mensajes de texto sobre el trabajo de sus vehículos.',
  'optIn.saved': 'Su elección quedó guardada. Puede cambiarla cuando quiera en Configuración.',
  'security.title': 'Declaración de seguridad',
  'security.dataTitle': 'Sus datos',
  'security.data1':
    'Lotcrew inicia su sesión con Firebase Authentication y guarda los datos de trabajo en Google Cloud Firestore y Cloud Storage. Cada lectura y escritura se verifica en el servidor según quién es usted y para qué concesionarios trabaja; las pantallas de la app solo reflejan esas reglas.',
  'security.data2':
    'Para que los equipos puedan trabajar sin señal, los datos que usted puede ver también se guardan en su teléfono. Al cerrar la sesión se borran del teléfono. Los números de teléfono, las tarifas de pago y los registros de consentimiento de SMS solo los ven las personas cuyo trabajo lo requiere.',
  'security.smsTitle': 'Términos de SMS',
  'security.sms':
    'Lotcrew es un sistema de avisos de entregas para trabajos con autos usados y nuevos. El personal de ventas puede aceptar recibir alertas de trabajo por SMS; la frecuencia de los mensajes varía, pueden aplicarse tarifas de mensajes y datos, responda STOP para darse de baja o HELP para obtener ayuda. Cada consentimiento se registra con su fecha, versión del texto, idioma y versión de la app.',
});
