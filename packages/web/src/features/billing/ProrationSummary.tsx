import { BILLING_MESSAGES, formatMoney, summarizePlanChange } from '@loomflow/core';
import type { PricingPlan, ProrationResult } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function periodText(start: number, end: number): string {
  const from = new Date(start * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  const to = new Date(end * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return `${from} - ${to}`;
}

function Row({
  label,
  value,
  color,
  testId,
}: {
  readonly label: string;
  readonly value: string;
  readonly color?: string;
  readonly testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" color={color} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** What the plan change costs (spec §9): plan price, free first month, balance, credit and due today. */
export function ProrationSummary({
  plan,
  proration,
}: {
  readonly plan: PricingPlan;
  readonly proration: ProrationResult;
}) {
  const summary = summarizePlanChange(proration, plan.title);
  const money = (amount: number) => formatMoney(amount, proration.currency);
  return (
    <Stack
      spacing={1.5}
      sx={{ bgcolor: 'background.default', borderRadius: 1, p: 2 }}
      data-testid="proration"
    >
      <Typography variant="body2" color="text.secondary">
        {periodText(proration.currentPeriodStart, proration.currentPeriodEnd)}
      </Typography>
      {summary.firstMonthDiscount > 0 ? (
        <Alert severity="success" icon={false} data-testid="first-month-free">
          {BILLING_MESSAGES.firstMonthFree}
        </Alert>
      ) : null}
      <Row label={`${plan.title} Plan`} value={money(summary.planAmount)} />
      {summary.firstMonthDiscount > 0 ? (
        <Row
          label="First Month Discount"
          value={`-${money(summary.firstMonthDiscount)}`}
          color="success.main"
        />
      ) : null}
      {summary.appliedBalance !== 0 ? (
        <Row
          label="Applied account balance"
          value={money(summary.appliedBalance)}
          color={summary.appliedBalance < 0 ? 'success.main' : 'error.main'}
        />
      ) : null}
      {summary.creditToNextInvoice > 0 ? (
        <Row
          label="Credit balance"
          value={`+${money(summary.creditToNextInvoice)}`}
          color="success.main"
          testId="credit-balance"
        />
      ) : null}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="h6" component="span">
          Due today
        </Typography>
        <Typography variant="h6" component="span" data-testid="due-today">
          {money(summary.dueToday)}
        </Typography>
      </Box>
      {summary.creditToNextInvoice > 0 ? (
        <Typography variant="body2" color="info.main" sx={{ fontStyle: 'italic' }}>
          {BILLING_MESSAGES.creditToNextInvoice}
        </Typography>
      ) : null}
    </Stack>
  );
}
