// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "./Ownable.sol";

interface IERC20 {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
}

interface IWrappedNative {
    function deposit() external payable;
}

/// @title A swap router over the chain's tokens: it quotes from its owner's price table and settles from its own reserves.
contract SwapRouter is Ownable {
    address public immutable WAVAX;

    /// Tokens of the output per token of the input, scaled by 1e18.
    mapping(address => mapping(address => uint256)) public rate;

    event Swap(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address to
    );

    constructor(address wrappedNative) {
        WAVAX = wrappedNative;
    }

    function setRate(address tokenIn, address tokenOut, uint256 scaled) external onlyOwner {
        rate[tokenIn][tokenOut] = scaled;
    }

    function getAmountsOut(uint256 amountIn, address[] calldata path) public view returns (uint256[] memory amounts) {
        require(path.length >= 2, "SwapRouter: INVALID_PATH");
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i = 1; i < path.length; i++) amounts[i] = (amounts[i - 1] * rate[path[i - 1]][path[i]]) / 1e18;
    }

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts) {
        require(block.timestamp <= deadline, "SwapRouter: EXPIRED");
        amounts = getAmountsOut(amountIn, path);
        uint256 amountOut = amounts[amounts.length - 1];
        require(amountOut >= amountOutMin, "SwapRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        require(IERC20(path[0]).transferFrom(msg.sender, address(this), amountIn), "SwapRouter: TRANSFER_FAILED");
        require(IERC20(path[path.length - 1]).transfer(to, amountOut), "SwapRouter: TRANSFER_FAILED");
        emit Swap(msg.sender, path[0], path[path.length - 1], amountIn, amountOut, to);
    }

    function swapExactAVAXForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts)
    {
        require(block.timestamp <= deadline, "SwapRouter: EXPIRED");
        require(path[0] == WAVAX, "SwapRouter: INVALID_PATH");
        amounts = getAmountsOut(msg.value, path);
        uint256 amountOut = amounts[amounts.length - 1];
        require(amountOut >= amountOutMin, "SwapRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        IWrappedNative(WAVAX).deposit{value: msg.value}();
        require(IERC20(path[path.length - 1]).transfer(to, amountOut), "SwapRouter: TRANSFER_FAILED");
        emit Swap(msg.sender, WAVAX, path[path.length - 1], msg.value, amountOut, to);
    }
}
