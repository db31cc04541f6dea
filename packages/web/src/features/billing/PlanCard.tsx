import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PricingPlan } from '@loomflow/core';

export interface PlanCardProps {
  readonly plan: PricingPlan;
  readonly isCurrent: boolean;
  /** Organization admins only may pick a plan (spec §5). */
  readonly canChoose: boolean;
  readonly onChoose: (plan: PricingPlan) => void;
}

function PlanButton({ plan, isCurrent, canChoose, onChoose }: PlanCardProps) {
  const common = { fullWidth: true, sx: { mt: 3 }, disabled: !canChoose || isCurrent } as const;
  if (isCurrent) {
    return (
      <Button {...common} variant="outlined">
        Current Plan
      </Button>
    );
  }
  if (plan.title === 'Enterprise') {
    // Enterprise is sold by conversation: the button writes to the configured contact address.
    return (
      <Button {...common} variant="outlined" href={`mailto:${plan.contactEmail ?? ''}`}>
        Contact Us
      </Button>
    );
  }
  return (
    <Button
      {...common}
      variant={plan.mostPopular ? 'contained' : 'outlined'}
      onClick={() => {
        onChoose(plan);
      }}
    >
      Get Started
    </Button>
  );
}

/** One plan of the pricing dialog: title, price, features and its button. */
export function PlanCard(props: PlanCardProps) {
  const { plan, isCurrent } = props;
  const badge = isCurrent ? 'Current Plan' : plan.mostPopular ? 'Most Popular' : null;
  return (
    <Paper
      variant="outlined"
      data-testid="plan-card"
      data-plan={plan.title}
      aria-label={`${plan.title} plan`}
      role="group"
      sx={{
        p: 3,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        borderWidth: 2,
        borderColor: isCurrent ? 'success.main' : plan.mostPopular ? 'primary.main' : 'divider',
      }}
    >
      {badge ? (
        <Chip
          size="small"
          label={badge}
          color={isCurrent ? 'success' : 'primary'}
          sx={{ position: 'absolute', top: 12, right: 12, fontWeight: 600 }}
        />
      ) : null}
      <Typography variant="h5" component="h3" gutterBottom>
        {plan.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {plan.subtitle}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="span">
          {plan.price}
        </Typography>
        {plan.period ? (
          <Typography variant="body1" component="span" color="text.secondary">
            {plan.period}
          </Typography>
        ) : null}
      </Box>
      <Stack component="ul" spacing={1} sx={{ flexGrow: 1, listStyle: 'none', p: 0, m: 0 }}>
        {plan.features.map((feature) => (
          <Box component="li" key={feature.text} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <CheckIcon fontSize="small" color="success" sx={{ mt: 0.25 }} />
            <Box>
              <Typography variant="body2">{feature.text}</Typography>
              {feature.subtext ? (
                <Typography variant="caption" color="text.secondary">
                  {feature.subtext}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Stack>
      {plan.title === 'Starter' && !isCurrent ? (
        <Chip
          label="First Month Free"
          color="warning"
          variant="outlined"
          sx={{ mt: 2, alignSelf: 'center' }}
        />
      ) : null}
      <PlanButton {...props} />
    </Paper>
  );
}
