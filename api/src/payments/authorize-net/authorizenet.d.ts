/**
 * The official Authorize.Net SDK ships no types: only what the adapter calls, as its samples
 * use it (contract objects built with setters, a controller that posts them).
 */
declare module 'authorizenet' {
  type Setter =
    | 'setName'
    | 'setTransactionKey'
    | 'setDataDescriptor'
    | 'setDataValue'
    | 'setCardNumber'
    | 'setExpirationDate'
    | 'setOpaqueData'
    | 'setCreditCard'
    | 'setTransactionType'
    | 'setAmount'
    | 'setPayment'
    | 'setRefTransId'
    | 'setMerchantAuthentication'
    | 'setRefId'
    | 'setTransactionRequest';
  type Contract = Record<Setter, (value: unknown) => void>;
  type ContractClass = new () => Contract;
  export const APIContracts: {
    MerchantAuthenticationType: ContractClass;
    OpaqueDataType: ContractClass;
    CreditCardType: ContractClass;
    PaymentType: ContractClass;
    TransactionRequestType: ContractClass;
    CreateTransactionRequest: new () => Contract & { getJSON(): object };
    TransactionTypeEnum: Record<
      | 'AUTHONLYTRANSACTION'
      | 'PRIORAUTHCAPTURETRANSACTION'
      | 'VOIDTRANSACTION'
      | 'REFUNDTRANSACTION',
      string
    >;
  };
  export const APIControllers: {
    CreateTransactionController: new (
      request: object,
      config?: object,
    ) => {
      setEnvironment(url: string): void;
      execute(done: () => void): void;
      getResponse(): unknown;
      getError(): unknown;
    };
  };
  export const Constants: { endpoint: { sandbox: string; production: string } };
}
