export const tenders = {
  title: 'Licitación cifrada',
  status: {
    open: 'Se aceptan ofertas: {{threshold}} de {{holders}} custodios de la clave las abren tras el cierre',
    awaiting_opening: 'A la espera de los custodios de la clave',
    opened: 'Las ofertas están abiertas',
  },
  holder: {
    title: 'Su fragmento de la clave',
    collectTitle: '1. Recoja su fragmento (una sola vez)',
    collectHint:
      'El servidor entrega su fragmento una sola vez y lo olvida. Se guarda como archivo: consérvelo, nadie podrá dárselo de nuevo.',
    collect: 'Recoger mi fragmento',
    collected: 'Su fragmento se guardó como {{file}}.',
    presentTitle: '2. Presente su fragmento tras el cierre',
    presentHint:
      'Suba el archivo que guardó o pegue su contenido. Cuando suficientes custodios hayan presentado el suyo, todas las ofertas se abren a la vez.',
    file: 'Archivo del fragmento',
    paste: 'O pegue el fragmento',
    present: 'Presentar mi fragmento',
    unreadableFile: 'Esto no es un archivo de fragmento: no contiene ninguno',
    needed:
      'Fragmento aceptado ({{presented}} de {{threshold}}): faltan {{more}} para abrir las ofertas',
    opened: 'Las ofertas están abiertas: ver la apertura publicada',
  },
  opening: {
    title: 'Apertura publicada de la licitación',
    openedAt: 'Abierta',
    download: 'Descargar la apertura (JSON)',
    verifyHint:
      'Cualquiera puede comprobar sin conexión que la adjudicación se sigue de las ofertas:',
    parcel: 'Lote {{n}}',
    buyer: 'Comprador',
    amount: 'Oferta',
    outcome: 'Adjudicación',
    hash: 'Hash del texto cifrado',
    won: 'Adjudicada',
    capReached: 'Omitida: límite alcanzado',
    noWinner: 'No se adjudicó ninguna oferta en este lote',
  },
  setUp: {
    title: 'Convertir en licitación cifrada',
    hint: 'Las ofertas en los lotes sellados de esta subasta se cifran en el navegador del comprador; nadie puede leerlas hasta que suficientes custodios presenten sus fragmentos tras el cierre. Configúrela antes de cualquier oferta.',
    holders: 'Custodios de la clave',
    holdersHint: 'Ids de usuario, de 2 a 9 (usted es uno), separados por comas',
    threshold: 'Fragmentos necesarios para abrir',
    invalid: 'Indique de 2 a 9 custodios y un umbral de 2 hasta su número',
    submit: 'Convertir en licitación cifrada',
    done: 'Esta subasta es una licitación cifrada: la abren {{threshold}} de {{holders}} custodios',
    holdersLink: 'Custodios: recoger y presentar fragmentos',
  },
  links: {
    holders: 'Custodios de la clave',
    opening: 'Apertura publicada',
  },
};
