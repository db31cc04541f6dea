import { BILLING_MESSAGES, errorMessage } from '@loomflow/core';
import type { CustomerDefaultSource } from '@loomflow/core';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { billingApi } from '../../api/billing.api.ts';
import { notify } from '../../ui/notify.ts';

/** Opens the billing portal in a new tab (spec §7: GET /account/billing answers its url). */
function BillingPortalButton() {
  const [isOpening, setIsOpening] = useState(false);
  const open = async () => {
    setIsOpening(true);
    try {
      const { url } = await billingApi.billingPortal();
      window.open(url, '_blank', 'noopener');
    } catch (error: unknown) {
      notify.error(`Could not open the billing portal: ${errorMessage(error)}`);
    } finally {
      setIsOpening(false);
    }
  };
  return (
    <Button
      variant="contained"
      disabled={isOpening}
      endIcon={isOpening ? <CircularProgress size={16} color="inherit" /> : <OpenInNewIcon />}
      onClick={() => void open()}
    >
      {isOpening ? 'Opening Billing Portal...' : 'Add Payment Method in Billing Portal'}
    </Button>
  );
}

/** The customer's default card, or 'No payment method found' with the way to add one (spec §8). */
export function PaymentMethodSection({
  source,
  isLoading,
  error,
}: {
  readonly source: CustomerDefaultSource | undefined;
  readonly isLoading: boolean;
  readonly error: Error | null;
}) {
  if (isLoading) return <CircularProgress size={20} aria-label="Loading payment method" />;
  if (error) {
    return (
      <Typography color="error" role="alert">
        {errorMessage(error)}
      </Typography>
    );
  }
  const method = source?.invoice_settings.default_payment_method;
  if (!method) {
    return (
      <Stack spacing={2} data-testid="no-payment-method">
        <Typography color="error" role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ErrorOutlineIcon fontSize="small" />
          {BILLING_MESSAGES.noPaymentMethod}
        </Typography>
        <BillingPortalButton />
      </Stack>
    );
  }
  const card = method.card;
  return (
    <Stack spacing={1} data-testid="payment-method">
      <Typography variant="subtitle2">Payment Method</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CreditCardIcon fontSize="small" color="primary" />
        {card ? (
          <>
            <Typography sx={{ textTransform: 'capitalize' }}>{card.brand}</Typography>
            <Typography>•••• {card.last4}</Typography>
            <Typography color="text.secondary">
              (expires {card.exp_month}/{card.exp_year})
            </Typography>
          </>
        ) : (
          <Typography>Default payment method on file</Typography>
        )}
      </Box>
    </Stack>
  );
}
