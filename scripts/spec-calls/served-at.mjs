// Calls the spec names by one path and the api serves at another, and why.
const backOfficeUser = (action) => ({
  path: `admin/user/${action}`,
  note: 'the back-office user calls live under admin/',
});

export const servedAt = {
  'user/allbuyers': backOfficeUser('allbuyers'),
  'user/allbiddingbuyers': backOfficeUser('allbiddingbuyers'),
  'user/getSingleUser': backOfficeUser('getSingleUser'),
  'user/userAction': backOfficeUser('userAction'),
  'user/changeStatus': backOfficeUser('changeStatus'),
  'user/triggerEmail': backOfficeUser('triggerEmail'),
  'user/addinviteuser': backOfficeUser('addinviteuser'),
  'reverse/bid/confirm': {
    path: 'bid/confirm',
    note: "a reverse lot's bid, `bidding_type` reverse",
  },
  'credit/payCartRosoom': {
    path: 'payment/rosoom_payment',
    note: 'an online bid deposit, `pay_type` bid_deposit',
  },
};
