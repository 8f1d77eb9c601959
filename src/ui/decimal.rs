//! Decimal numbers for CSS, SVG and the canvas's published layout, written
//! without `core::fmt`'s float formatting: that machinery is about 15 KB of
//! every browser bundle and a few milliseconds of the first draw, for
//! numbers that never need more than three places (docs/SIZE.md).

/// `value` with `places` decimals (0 to 3), exactly as
/// `format!("{:.places$}")` writes it: rounded on the exact binary value,
/// ties to the even digit. Magnitudes from 2^53 and non-finite values,
/// which no board measures, are written as 0.
pub fn fixed(value: f64, places: usize) -> String {
    let places = places.min(3);
    let scale = [1u64, 10, 100, 1000][places];
    let measurable = value.is_finite() && value.abs() < 9.0e15;
    let units = if measurable {
        scaled_units(value.abs(), scale)
    } else {
        0
    };
    let mut out = String::new();
    if measurable && value.is_sign_negative() {
        out.push('-');
    }
    out.push_str(&(units / scale).to_string());
    if places > 0 {
        let fraction = (units % scale).to_string();
        out.push('.');
        out.extend(std::iter::repeat_n('0', places - fraction.len()));
        out.push_str(&fraction);
    }
    out
}

/// `value * scale` rounded to a whole number, ties to even, computed on the
/// exact binary value (`mantissa * 2^exponent`), as the standard library's
/// formatting does: 0.005 is a hair above a half-hundredth, so it rounds up.
fn scaled_units(value: f64, scale: u64) -> u64 {
    let bits = value.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1 << 52) - 1);
    let (mantissa, exponent) = if biased == 0 {
        (fraction, -1074)
    } else {
        (fraction | (1 << 52), biased - 1075)
    };
    let product = u128::from(mantissa) * u128::from(scale);
    if exponent >= 0 {
        return (product << exponent) as u64; // below 2^53 * 1000: fits
    }
    let shift = (-exponent) as u32;
    if shift >= 127 {
        return 0; // under a millionth of a unit
    }
    let whole = product >> shift;
    let rest = product & ((1 << shift) - 1);
    let half = 1u128 << (shift - 1);
    let up = rest > half || (rest == half && whole % 2 == 1);
    (whole + u128::from(up)) as u64
}

#[cfg(test)]
mod tests {
    use super::fixed;

    #[test]
    fn writes_what_format_writes() {
        let values = [
            0.0,
            -0.0,
            0.004,
            0.005,
            0.015,
            0.125,
            0.25,
            0.3,
            0.45,
            0.5,
            1.5,
            2.5,
            12.5,
            13.0,
            13.49,
            53.333_333_333_333_336,
            99.995,
            640.0,
            1234.5678,
            -0.3,
            -2.5,
            -12.25,
        ];
        for value in values {
            for places in 0..=3 {
                assert_eq!(
                    fixed(value, places),
                    format!("{value:.places$}"),
                    "{value} to {places} places"
                );
            }
        }
    }

    #[test]
    fn agrees_with_format_across_a_sweep() {
        for i in 0..40_000 {
            let value = f64::from(i) * 0.012_5 - 250.0 + f64::from(i % 7) * 1e-3;
            for places in 0..=3 {
                assert_eq!(fixed(value, places), format!("{value:.places$}"));
            }
        }
    }

    #[test]
    fn strange_numbers_stay_short() {
        assert_eq!(fixed(f64::NAN, 2), "0.00");
        assert_eq!(fixed(f64::INFINITY, 0), "0");
        assert_eq!(fixed(1e300, 1), "0.0");
    }
}
