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
  'smsSettings.on': 'Las alertas por SMS están activadas, enviadas al {phone}.',
  'smsSettings.off': 'Las alertas por SMS están desactivadas.',
  'smsSettings.change': 'Cambiar alertas por SMS',
  'smsSettings.saved': 'Su elección quedó guardada.',
  'smsSettings.recent': 'Sus últimas alertas',
  'smsSettings.recentNone': 'Todavía no se le ha enviado ninguna alerta.',
  'smsSettings.recentItem': 'Inventario {stock} · {step}: {state}',
  'smsSettings.notSales':
    'Las alertas de trabajo por SMS son para el personal de ventas, sobre los vehículos que vendieron.',
  'optIn.subtitle': 'Elija si Lotcrew puede enviarle mensajes de texto sobre el trabajo de sus vehículos.',
  'optIn.saved': 'Su elección quedó guardada. Puede cambiarla cuando quiera en Configuración.',
  'security.title': 'Declaración de seguridad',
  'security.dataTitle': 'Sus datos',
  'security.data1':
    'Lotcrew inicia su sesión con Firebase Authentication y guarda los datos de trabajo en Google Cloud Firestore y Cloud Storage. Cada lectura y escritura se verifica en el servidor según quién es usted y para qué concesionarios trabaja; las pantallas de la app solo reflejan esas reglas.',
  'security.data2':
    'Para que los equipos puedan trabajar sin señal, los datos que usted puede ver también se guardan en su teléfono. Al cerrar la sesión se borran del teléfono. Los números de teléfono, las tarifas de pago y los registros de consentimiento de SMS solo los ven las personas cuyo trabajo lo requiere.',
  'security.deviceTitle': 'Lo que guarda este teléfono',
  'security.device1':
    'Su copia del trabajo: los tickets, lavados e informes diarios de los últimos 30 días, los registros del reloj de los últimos 42 días, y las personas, concesionarios, suministros y facturas que su rol puede ver. Se mantiene al día mientras tiene conexión y queda hasta que cierre sesión o la borre.',
  'security.device2':
    'Los cambios hechos sin señal (marcas del reloj, lavados, pasos de tickets, fotos, su nombre) esperan en el teléfono hasta que el servidor los tiene. Las fotos (también las de perfil del equipo) y los PDF de facturas que abrió quedan para leerlos sin conexión, y también las cifras de dinero de periodos anteriores leídas del servidor (las 12 más recientes).',
  'security.device3':
    'Cerrar sesión borra todo esto del teléfono, y avisa antes si algunos cambios aún no llegaron al servidor. «Borrar los datos de este teléfono» en Configuración borra lo mismo y mantiene su sesión; la aplicación vuelve a leer su copia del servidor. En ambos casos el teléfono conserva solo su idioma, el registro de su elección de SMS y el código de la aplicación, para que abra sin señal.',
  'security.smsTitle': 'Términos de SMS',
  'security.sms':
    'Lotcrew es un sistema de avisos de entregas para trabajos con autos usados y nuevos. El personal de ventas puede aceptar recibir alertas de trabajo por SMS; la frecuencia de los mensajes varía, pueden aplicarse tarifas de mensajes y datos, responda STOP para darse de baja o HELP para obtener ayuda. Cada consentimiento se registra con su fecha, versión del texto, idioma y versión de la app.',
});
