// The address forms' words (profile, checkout, lot location).
export const addresses = {
  country: 'Country',
  state: 'State',
  city: 'City',
  zip: 'Zip code',
  nothingFound: 'Nothing found',
  autocomplete: 'Find a US address',
  autocompleteHint: 'Type a city or a ZIP code',
  validatedBy: 'Address checked by: {{by}}',
  offline: 'offline check (postal-code format, state and city lists)',
  shipsTo: 'Ships to',
  needAddress: 'This order ships: save a valid shipping address before paying.',
  address1: 'Address',
  required: 'Required!',
};
