/** What every new referral code gives: life bits for its owner, and this coupon for the friend. */
export const REFERRAL_REWARD_LIFE_BITS = 200;
export const REFERRAL_COUPON_CODE = "REFER15";
