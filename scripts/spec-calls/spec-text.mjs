// Reads the call names out of section 7 of the spec. Its lists read "area: a, b, c." (or, under
// "### user", plain names), with parenthesised payload notes, ";" starting a sub-list that keeps
// the area, and "dir/name" items whose dir carries to the names after them.

/** Sentences of the spec that name areas in words, and the api area each means. */
const areaInWords = {
  'Back-office user': 'user',
  'Online deposit': 'credit',
};

/** Sentences that describe, rather than list calls (payload fields, socket events, providers). */
const notCalls =
  /^(Similar lots|Auction list|Home featured|Home auctions|Websocket|Images|Newsletter|Calls are|A bearer)/;

const withoutNotes = (text) => {
  let out = text;
  for (let before; before !== out;) {
    before = out;
    out = out.replace(/\([^()]*\)/g, '');
  }
  return out;
};

/** "a, b, dir/c, d" under area: names, a dir carrying to the names that follow it. */
function names(area, list) {
  const calls = [];
  let dir = area;
  for (const raw of list.split(',')) {
    const item = raw
      .trim()
      .replace(/^GET /, '')
      .replace(/^\/api\//, '');
    if (item === 'reverse/bid confirm') {
      calls.push('reverse/bid/confirm');
      continue;
    }
    if (!/^[A-Za-z_][A-Za-z_/-]*$/.test(item)) continue;
    if (item.includes('/')) {
      const full = raw.trim().startsWith('/api/') ? item : `${area}/${item}`;
      dir = full.slice(0, full.lastIndexOf('/'));
      calls.push(full);
    } else calls.push(`${dir}/${item}`);
  }
  return calls;
}

/** [{ group, call }] in the spec's order, one per call. */
export function specCalls(spec) {
  const start = spec.indexOf('## 7. The calls it makes');
  const end = spec.indexOf('\n## 8.', start);
  const section = withoutNotes(spec.slice(start, end < 0 ? undefined : end));
  const found = [];
  let group = '';
  for (const paragraph of section.split('\n')) {
    const heading = /^### (.+)$/.exec(paragraph);
    if (heading) {
      group = heading[1].trim();
      continue;
    }
    let area = group === 'user' ? 'user' : undefined;
    // "the same actions" under a second path: the card service's calls again under paymentThird.
    const variant = /under \/api\/(paymentThird\/stripe)\/customer/.exec(paragraph);
    for (const sentence of paragraph.replace(/^- /, '').split(/\.\s+|\.$/)) {
      if (notCalls.test(sentence.trim())) continue;
      for (const piece of sentence.split(';')) {
        const labelled = /^\s*([A-Za-z][A-Za-z/_ -]*?):\s+(.*)$/.exec(piece);
        if (labelled && /^multipart/.test(labelled[2])) {
          found.push({ group, call: labelled[1] }); // an upload call: its list is the form's fields
          continue;
        }
        if (labelled)
          area = areaInWords[labelled[1].trim()] ?? labelled[1].trim().replace(/^.* /, '');
        if (!area || /\s/.test(area)) continue;
        for (const call of names(area, labelled ? labelled[2] : piece)) found.push({ group, call });
      }
    }
    if (variant) {
      const cards = found.filter((f) => f.call.startsWith('customer/'));
      for (const f of cards) found.push({ group, call: `${variant[1]}/${f.call}` });
    }
  }
  // "seller/template/auction: same without counts": the auction form's calls for a template. A
  // template holds its lots' defaults, not lots, so the calls that pick and add lots stay out.
  const notForTemplates = ['getMainDashboardDataMore', 'getAllProjectsAssociated', 'addtoAuction'];
  const templates = found
    .filter((f) => f.call.startsWith('seller/auction/'))
    .filter((f) => !notForTemplates.includes(f.call.slice('seller/auction/'.length)))
    .map((f) => ({
      group: f.group,
      call: f.call.replace('seller/auction/', 'seller/template/auction/'),
    }));
  const all = [...found, ...templates];
  return all.filter((f, i) => all.findIndex((g) => g.call === f.call) === i);
}
